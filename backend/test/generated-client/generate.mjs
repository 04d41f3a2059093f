// Generates the TypeScript types of the served OpenAPI document as an integrator would: openapi-typescript's
// Node API, with `format: binary` typed as Blob (openapi-typescript's documented transform for uploads).
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const [documentUrl, outFile] = process.argv.slice(2);
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const ast = await openapiTS(new URL(documentUrl), {
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
writeFileSync(outFile, astToString(ast));
