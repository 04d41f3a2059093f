export * from './crud';
export * from './id.dto';
export * from './list-query.dto';
export * from './wire';
export * from '../openapi/api-envelope.decorator';
