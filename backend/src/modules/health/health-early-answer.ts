import { envelopeBytes, type EarlyAnswer, sendJson } from '../../common/api-http-adapter';
import { assignRequestId } from '../../common/request-context';
import { setStrictSecurityHeaders, surelyPlainHttp } from '../../common/security-headers';
import { HEALTHY, type HealthCheck } from './health-check';

/**
 * `GET /api/health` answered before Express when the server is healthy, with the headers Express would send: the
 * request id and the API's security headers. Probes arrive several times a second from every load balancer and
 * orchestrator; through Express and Nest each cost about six times what this does. Anything else — an unhealthy
 * server (its 503 is the exception filter's), a request over TLS or through a proxy (HSTS is Express's to decide) —
 * is passed on to the controller.
 */
export function answerHealthEarly(check: HealthCheck): EarlyAnswer {
  const healthy = envelopeBytes(HEALTHY);
  return (req, res, passOn) => {
    if (!surelyPlainHttp(req)) return passOn();
    void check.state().then((state) => {
      if (state !== 'ok') {
        check.noteFound(req, state);
        return passOn();
      }
      assignRequestId(req, res);
      setStrictSecurityHeaders(res);
      res.setHeader('Cache-Control', 'no-store');
      sendJson(res, 200, healthy);
    });
  };
}
