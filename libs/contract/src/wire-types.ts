/** Wire shapes of the entities (snake_case, ISO 8601 UTC times). See docs/api-contract. */
export type Status = 0 | 1;
export type Flag = 0 | 1;
export type AdminRole = 'super' | 'editor';

export interface ListQuery {
  page?: number;
  limit?: number;
  ids?: number[];
  keyword?: string;
  status?: Status;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface ContentBase {
  id: number;
  lang: string;
  created_at: string;
  updated_at: string;
  /** Counts the item's saves; a save may send the version it was based on (409 VERSION_CONFLICT when older). */
  version: number;
}

export interface News extends ContentBase {
  title: string;
  summary: string;
  cover: string;
  content?: string;
  video: string;
  category: string;
  author: string;
  source: string;
  is_top: Flag;
  status: Status;
  publish_time: string;
  views: number;
  sort: number;
}

export interface NewsDetail extends News {
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface Case extends ContentBase {
  title: string;
  summary: string;
  cover: string;
  content: string;
  video: string;
  client: string;
  category: string;
  status: Status;
  publish_time: string;
  sort: number;
}

export interface Img extends ContentBase {
  title: string;
  group: string;
  image: string;
  video: string;
  link: string;
  description: string;
  status: Status;
  sort: number;
}

export interface History extends ContentBase {
  year: number;
  month: number | null;
  title: string;
  content: string;
  image: string;
  sort: number;
}

export interface PageText extends ContentBase {
  key: string;
  title: string;
  content: string;
}

export interface DownloadCate extends ContentBase {
  name: string;
  sort: number;
}

export interface Download extends ContentBase {
  cate_id: number;
  title: string;
  description: string;
  file_url: string;
  file_name: string;
  file_size: number;
  status: Status;
  sort: number;
  download_count: number;
}

export interface DownloadGroup {
  cate: { id: number; name: string };
  items: Download[];
}

export interface Seo extends ContentBase {
  page: string;
  title: string;
  keywords: string;
  description: string;
}

export interface Setting extends ContentBase {
  key: string;
  value: string;
  title: string;
  group: string;
  is_public: Flag;
}

export interface Admin {
  id: number;
  username: string;
  nickname: string;
  role: AdminRole;
  status: Status;
  last_login_at: string | null;
  last_login_ip: string | null;
  /** Whether the account signs in with a TOTP code after its password. */
  totp_enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface LoginResult {
  access_token: string;
  expires_at: string;
  admin: Admin;
  /** Kept by the browser and sent with later sign-ins: exempts them from the per-name lockout across addresses. */
  device_token: string;
  /** The site requires TOTP and this account has none yet: every call but enrolment answers TOTP_REQUIRED. */
  totp_setup_required: boolean;
}

/** `adm/login` of an account with TOTP on: no access token yet; `adm/login_totp` answers it with the code. */
export interface LoginChallenge {
  totp_required: true;
  /** Single use, valid for five minutes. */
  challenge: string;
}

export interface TotpSetup {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a PNG QR code, a data URL. */
  qr: string;
}

export interface TotpRecoveryCodes {
  /** Ten one-time codes, shown once: only their hashes are stored. */
  recovery_codes: string[];
}

/** One signed-in session of the current admin (`adm/get_session_list`). */
export interface AdminSession {
  id: number;
  /** The browser's User-Agent as sent at sign-in (truncated). */
  device: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session making this call. */
  current: boolean;
}

export interface AuthPolicy {
  /** Every admin must enrol TOTP before any other call. */
  totp_required: boolean;
}

/**
 * A video of the site that takes danmaku (`adm/get_video_list`): a news item's or a picture's (培训视频), named by the
 * player's danmaku id (`news-<id>`, `img-<id>`), with how many danmaku it has.
 */
export interface VideoItem {
  video_id: string;
  family: 'news' | 'images';
  id: number;
  title: string;
  video: string;
  danmaku: number;
}

export interface Danmaku {
  id: number;
  video_id: string;
  author: string;
  time: number;
  text: string;
  color: number;
  type: 0 | 1 | 2;
  status: Status;
  ip?: string;
  created_at: string;
}

/** One comment as DPlayer's v3 GET reads it: [time, type, color, author, text]. */
export type DanmakuTuple = [number, number, number, string, string];

export interface MultiUploadInit {
  upload_id: string;
  chunk_size: number;
  total_parts: number;
  uploaded_parts: number[];
}

export interface MultiUploadResult {
  url: string;
  file_name: string;
  file_size: number;
  sha256: string;
}

/** One uploaded file in the media library (`adm/get_media_list`). */
export interface MediaFile {
  id: number;
  url: string;
  file_name: string;
  mime: string;
  file_size: number;
  /** A picture's description (empty: none); the public page uses it where the text gives its picture none. */
  alt: string;
  created_at: string;
}

/** `adm/get_media_list` filters: `kind` narrows by detected type. */
export type MediaKind = 'image' | 'video' | 'other';

/** `data` of `get_site_info`: the values the `lang` header takes, and the one used when it is left out. */
export interface SiteInfo {
  langs: string[];
  default_lang: string;
}

/** A category news or cases use, with how many items of the current lang are in it (`adm/get_*_category_list`). */
export interface CategoryCount {
  name: string;
  count: number;
}
