import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { applyDocumentConventions } from './common/openapi/document-conventions';

/**
 * `GET /api/docs` (Swagger UI) and `GET /api/docs-json` (OpenAPI 3), generated from the
 * controllers and DTOs, so the document cannot drift from the code.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('企业网站 API')
    .setDescription(
      [
        '公开站点与管理后台共用的 API。所有内容接口均为 `POST /api/<name>`，管理接口为 `POST /api/adm/<name>`。',
        '',
        '每个回答都是 `{ code, msg, data }`：`code` 为 0 表示成功，否则等于 HTTP 状态码（400/401/403/404/409/413/415/422/429/500）。',
        '',
        '公开接口需要 `token` 头：`hex(sha256(API_TOKEN_SECRET + "YYYY-MM-DD HH:00:00"))`，按 UTC 计算的当前小时（前后各一小时亦可）。',
        '管理接口需要 `access_token` 头（或 `Authorization: Bearer`），由 `adm/login` 获得。',
      ].join('\n'),
    )
    .setVersion('1.0')
    // Relative: the API is answered on whichever origin serves this document.
    .addServer('/')
    .addSecurity('hourly-token', {
      type: 'apiKey',
      in: 'header',
      name: 'token',
      description: '每小时变化的访问令牌（UTC）',
    })
    .addSecurity('access-token', {
      type: 'apiKey',
      in: 'header',
      name: 'access_token',
      description: 'adm/login 返回的 access_token',
    })
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: '同 access_token，供集成方使用' }, 'bearer')
    .build();
  const document = applyDocumentConventions(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: '企业网站 API 文档',
  });
}
