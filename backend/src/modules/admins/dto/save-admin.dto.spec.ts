import { createValidationPipe } from '../../../common/validation/validation';
import { SaveAdminDto } from './save-admin.dto';

const pipe = createValidationPipe();
const validate = (body: object) => pipe.transform(body, { type: 'body', metatype: SaveAdminDto });
const errorsOf = async (body: object) => {
  const error = await validate(body).then(
    () => undefined,
    (thrown) => thrown,
  );
  return error && { code: error.code, errors: error.data.errors };
};

describe('SaveAdminDto', () => {
  it('keeps the writable fields and refuses planted ones (no mass assignment)', async () => {
    const writable = {
      username: 'editor_li',
      password: 'Editor-pass-1',
      nickname: '  李编辑 ',
      role: 'editor',
      status: 1,
    };
    expect({ ...(await validate(writable)) }).toEqual({ ...writable, nickname: '李编辑' });
    const planted = await errorsOf({ ...writable, password_hash: 'planted', username_key: 'other' });
    expect(planted).toEqual({
      code: 422,
      errors: [
        { field: 'password_hash', message: 'password_hash 不是此接口的字段' },
        { field: 'username_key', message: 'username_key 不是此接口的字段' },
      ],
    });
  });

  it('requires username and password when creating (422)', async () => {
    expect(await errorsOf({ nickname: 'x' })).toEqual({
      code: 422,
      errors: [
        { field: 'username', message: '请填写用户名' },
        { field: 'password', message: '请填写密码' },
      ],
    });
    expect(await errorsOf({ id: 0, username: 'editor_li', password: '' })).toEqual({
      code: 422,
      errors: [{ field: 'password', message: '请填写密码' }],
    });
  });

  it('lets an update leave out the username and the password; an empty password means unchanged', async () => {
    expect({ ...(await validate({ id: 4, nickname: '新' })) }).toEqual({ id: 4, nickname: '新' });
    expect({ ...(await validate({ id: 4, password: '' })) }).toEqual({ id: 4 });
  });

  it.each([
    [{ username: 'a-b-c', password: 'Editor-pass-1' }, 'username'],
    [{ username: 'x'.repeat(33), password: 'Editor-pass-1' }, 'username'],
    [{ id: 4, username: 'ab' }, 'username'],
    [{ id: 4, password: 'short' }, 'password'],
    [{ id: 4, role: 'owner' }, 'role'],
    [{ id: 4, status: 3 }, 'status'],
    [{ id: 4, nickname: 'n'.repeat(65) }, 'nickname'],
  ])('refuses %j on %s (422)', async (body, field) => {
    const result = await errorsOf(body);
    expect(result?.code).toBe(422);
    expect(result?.errors.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it('answers 422 for a null nickname (wrong type) instead of writing NULL', async () => {
    expect((await errorsOf({ id: 4, nickname: null }))?.code).toBe(422);
  });
});
