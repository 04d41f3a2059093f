export * from './content.view';
export * from './crud';
export * from './id.dto';
export * from './list-query.dto';
export * from './save.dto';
export * from './field-presence';
export * from './wire';
export * from '../openapi/api-envelope.decorator';
