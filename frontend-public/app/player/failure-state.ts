/** What a video that failed says, by the media error's code (HTMLMediaElement.error.code). */
const FAILURE_TEXT: Record<number, string> = {
  1: '视频加载被中断。',
  2: '网络错误，视频未能加载。',
  3: '视频文件已损坏或无法解码。',
  4: '视频文件不存在，或浏览器不支持它的格式。',
};
const UNKNOWN_FAILURE = '视频无法播放。';

/** What the visitor presses to play, in DPlayer's markup: the play buttons and the picture itself. */
const PLAY_CONTROLS = '.dplayer-play-icon, .dplayer-mobile-play, .dplayer-video-wrap';

/**
 * A video that cannot play says so inside the player, and keeps saying so, once the visitor asks it to play: what
 * failed and a retry, until a retry loads it. DPlayer alone shows a passing notice when the file fails (at mount,
 * with `preload: metadata`, often before anyone looks) and then a player that looks fine and does nothing.
 * Answers `requestPlay`, for a play asked for before the player was there (the poster's button).
 */
export function showFailureOnPlay(container: HTMLElement, video: HTMLVideoElement, play: () => void) {
  let asked = false;
  let shown: HTMLElement | null = null;

  const show = () => {
    if (shown || !asked || !video.error) return;
    shown = document.createElement('div');
    shown.className = 'player-failure';
    shown.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = FAILURE_TEXT[video.error.code] ?? UNKNOWN_FAILURE;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = '重试';
    retry.addEventListener('click', (event) => {
      event.stopPropagation();
      shown?.remove();
      shown = null;
      video.load();
      play();
    });
    shown.append(text, retry);
    container.append(shown);
  };
  const requestPlay = () => {
    asked = true;
    show();
  };

  video.addEventListener('error', show);
  // Capture: DPlayer's own handlers may stop the event; the visitor's intent is read before them.
  container.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(PLAY_CONTROLS)) requestPlay();
    },
    true,
  );
  container.addEventListener(
    'keydown',
    (event) => {
      if (event.key === ' ' && !(event.target instanceof HTMLInputElement)) requestPlay();
    },
    true,
  );
  return { requestPlay };
}
