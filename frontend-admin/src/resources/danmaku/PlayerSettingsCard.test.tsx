import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { PlayerSettingsCard } from './PlayerSettingsCard';
import { playerFormValues, playerSettingChanges } from './playerSettings';

const savedVolume: RaRecord = { id: 4, key: 'player_volume', value: '0.5', group: 'player', is_public: 1 };
const hiddenTheme: RaRecord = { id: 5, key: 'player_theme', value: '#ff6600', group: 'player', is_public: 0 };

function renderCard(rows: RaRecord[]) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    update: vi.fn(async (_resource: string, params: { id: number; data: object }) => ({ data: { id: params.id } })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
  } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PlayerSettingsCard />
    </AdminContext>,
  );
  return dataProvider;
}

describe('player settings of /adm/plugin', () => {
  it('starts from the saved values and the player defaults for the rest', () => {
    expect(playerFormValues([savedVolume])).toEqual({
      player_volume: 0.5,
      player_theme: '#b7daff',
      player_danmaku: 1,
      player_danmaku_max: 1000,
    });
  });

  it('updates changed rows, makes a hidden one public, and creates the missing ones as public player settings', () => {
    const values = { player_volume: 0.5, player_theme: '#00aa00', player_danmaku: 0, player_danmaku_max: 1000 };
    const changes = playerSettingChanges(values, [savedVolume, hiddenTheme]);
    expect(changes).toEqual([
      { kind: 'update', id: 5, data: { value: '#00aa00', is_public: 1 }, previousData: hiddenTheme },
      {
        kind: 'create',
        data: { key: 'player_danmaku', value: '0', title: '播放器弹幕开关', group: 'player', is_public: 1 },
      },
      {
        kind: 'create',
        data: { key: 'player_danmaku_max', value: '1000', title: '每个视频加载弹幕数', group: 'player', is_public: 1 },
      },
    ]);
  });

  it('refuses a colour that is not hex, in Chinese, and saves nothing', async () => {
    const dataProvider = renderCard([savedVolume]);
    fireEvent.change(await screen.findByLabelText(/主题色/), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入 #rgb 或 #rrggbb 格式的颜色')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('saves a changed volume through the set resource', async () => {
    const dataProvider = renderCard([savedVolume, hiddenTheme]);
    fireEvent.change(await screen.findByLabelText(/默认音量/), { target: { value: '0.3' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'set',
        expect.objectContaining({ id: 4, data: { value: '0.3' } }),
      ),
    );
    expect(dataProvider.update).toHaveBeenCalledWith('set', expect.objectContaining({ id: 5, data: { is_public: 1 } }));
  });
});
