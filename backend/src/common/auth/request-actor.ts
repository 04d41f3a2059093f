import { type AppRequest, headerValue } from '../http/request-context';

/** Who is behind the work being done: the signed-in admin (if any), their address and browser. */
export interface RequestActor {
  admin_id: number | null;
  username: string;
  role: string;
  ip: string;
  user_agent: string;
}

const USER_AGENT_MAX = 255;

/** The actor of the call `req`: its admin (none before sign-in), client address and User-Agent. */
export function actorOf(req: AppRequest): RequestActor {
  return {
    admin_id: req.admin?.id ?? null,
    username: req.admin?.username ?? '',
    role: req.admin?.role ?? '',
    ip: req.ip ?? '',
    user_agent: (headerValue(req, 'user-agent') ?? '').slice(0, USER_AGENT_MAX),
  };
}

/** Nobody, from nowhere: work outside an API call (seeding, server commands, timers). */
export const NO_ACTOR: RequestActor = { admin_id: null, username: '', role: '', ip: '', user_agent: '' };
