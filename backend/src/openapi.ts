import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { applyDocumentConventions } from './common/openapi/document-conventions';

/**
 * `GET /api/docs` (Swagger UI) and `GET /api/docs-json` (OpenAPI 3), generated from the
 * controllers and DTOs, so the document cannot drift from the code.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Corporate site API')
    .setDescription(
      [
        'The API shared by the public site and the back office. Content calls are `POST /api/<name>`, admin calls',
        '`POST /api/adm/<name>`.',
        '',
        'Every answer is `{ code, msg, data }`: `code` 0 on success, otherwise the HTTP status, with a stable `error`',
        'name (the `ErrorName` schema). `msg` is Chinese unless `Accept-Language: en`.',
        '',
        'Public calls need the `token` header: `hex(sha256(API_TOKEN_SECRET + "YYYY-MM-DD HH:00:00"))` for the current',
        'UTC hour (the hours before and after are accepted too). Admin calls need `access_token` (or',
        '`Authorization: Bearer`) from `adm/login`; it lives 7 days. Scripts may send an API key instead',
        '(`Authorization: Bearer sitekey_…`, made by a super admin with `adm/save_api_key`) on the calls whose security',
        'lists `api-key`, within its scopes: each such call names the scope it needs in `x-api-key-scope`.',
      ].join('\n'),
    )
    .setVersion('1.0')
    // Relative: the API is answered on whichever origin serves this document.
    .addServer('/')
    .addSecurity('hourly-token', {
      type: 'apiKey',
      in: 'header',
      name: 'token',
      description: 'The hourly token (UTC hour)',
    })
    .addSecurity('access-token', {
      type: 'apiKey',
      in: 'header',
      name: 'access_token',
      description: 'The access_token answered by adm/login',
    })
    // addSecurity, not addBearerAuth, which adds `bearerFormat: JWT`: both tokens are opaque random strings.
    .addSecurity('bearer', { type: 'http', scheme: 'bearer', description: 'The access_token, as a bearer token' })
    .addSecurity('api-key', {
      type: 'http',
      scheme: 'bearer',
      description:
        'An API key (`sitekey_…`): never asks for a second factor, limited to its scopes (403 FORBIDDEN_SCOPE) and ' +
        'to API_KEY_CALLS_PER_MINUTE calls a minute (429 RATE_LIMITED)',
    })
    .build();
  const document = applyDocumentConventions(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Corporate site API',
  });
}
