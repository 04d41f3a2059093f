import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = { default?: unknown; description?: string; properties?: Record<string, Schema> };
type RequestBodies = Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>;

/**
 * Request bodies state a field's default in words (`Default: 10.`) instead of the `default` keyword: client
 * generators such as openapi-typescript read `default` as "always present", which made every defaulted request
 * field required (decision 035). Answer schemas are left as they are.
 */
export function describeRequestDefaults(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as RequestBodies)) {
      for (const media of Object.values(operation?.requestBody?.content ?? {})) {
        const name = media.schema?.$ref?.replace('#/components/schemas/', '');
        for (const property of Object.values((name && schemas[name]?.properties) ?? {})) {
          if (property.default === undefined) continue;
          const said = `Default: ${JSON.stringify(property.default)}.`;
          property.description = property.description ? `${property.description} ${said}` : said;
          delete property.default;
        }
      }
    }
  }
}
