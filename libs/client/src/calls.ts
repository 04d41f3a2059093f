// The calls of the API, by the names the contract gives them (`get_news_list`, `adm/save_news`), typed from the
// generated OpenAPI paths: what each one takes, what it answers on success and the failures it documents.
import type { paths } from './generated/openapi.js';

type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];

/** Every call: `POST /api/<name>`. */
export type CallName = PostPath extends `/api/${infer Name}` ? Name : never;

type Operation<N extends CallName> = paths[`/api/${N}`]['post'];
type Answers<N extends CallName> = Operation<N>['responses'];
type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** The body a call takes: its JSON form, or (uploads) its multipart form, where Blob fields carry the files. */
export type CallBody<N extends CallName> =
  Operation<N> extends { requestBody?: { content: infer Content } }
    ? Content extends { 'application/json': infer Json }
      ? Json
      : Content extends { 'multipart/form-data': infer Form }
        ? Form
        : never
    : never;

/** The arguments after the call name: the body, optional when the call takes none or every field is optional. */
export type CallArgs<N extends CallName> = [CallBody<N>] extends [never]
  ? []
  : Operation<N> extends { requestBody: object }
    ? Partial<CallBody<N>> extends CallBody<N>
      ? [body?: CallBody<N>]
      : [body: CallBody<N>]
    : [body?: CallBody<N>];

/** The envelope of a successful answer (`code` 0). */
export type CallSuccess<N extends CallName> = JsonOf<Answers<N>[200 & keyof Answers<N>]>;

/** `data` of a successful answer. */
export type CallData<N extends CallName> = CallSuccess<N> extends { data: infer Data } ? Data : never;

/**
 * Every failure the call documents, as the envelope `{ code, msg, error, data }`: a union that narrows on `error`
 * (`VALIDATION_FAILED` carries `data.errors`, `VERSION_CONFLICT` `data.current_version`, …).
 */
export type CallFailure<N extends CallName> = {
  [Status in Exclude<keyof Answers<N>, 200>]: JsonOf<Answers<N>[Status]>;
}[Exclude<keyof Answers<N>, 200>];

/** The calls that answer a page of a list (`{ list, total }`) and take `page` and `limit`. */
export type ListCallName = {
  [N in CallName]: CallData<N> extends { list: readonly unknown[]; total: number }
    ? CallBody<N> extends { page?: number; limit?: number }
      ? N
      : never
    : never;
}[CallName];

/** One row of a list call's page. */
export type ListItem<N extends ListCallName> = CallData<N> extends { list: readonly (infer Item)[] } ? Item : never;
