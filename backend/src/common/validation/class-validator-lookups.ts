import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];

/** The storages whose lookups are memoized already (a test process builds many apps on one storage). */
const memoized = new WeakSet<MetadataStorage>();

/**
 * Works around typestack/class-validator#2686: `getTargetValidationMetadatas`, which every validation calls, tests
 * every decorated class of the app (`instanceof`) to find the target's ancestors, so each request's validation costs
 * in proportion to the number of DTO classes (about a tenth of a cached public read's time here, see
 * docs/benchmarks.md) — though what it answers for a class never changes once the decorators have run. Its answers
 * are kept per class and arguments on class-validator's own storage (`getMetadataStorage()`, its public API), and
 * dropped whenever a rule is added, so a class loaded later is seen as before. The answer is the same array each
 * time: class-validator and Nest's ValidationPipe only read it. Delete this file once class-validator keeps its
 * answers itself (the spec beside it fails then). Kept by decision 085: 4–6× less time per validation, measured.
 */
export function memoizeTargetLookups(storage: MetadataStorage = getMetadataStorage()): void {
  if (memoized.has(storage)) return;
  memoized.add(storage);
  let answers = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}|${always}|${strictGroups}|${groups?.join('\u0000') ?? ''}`;
    let ofTarget = answers.get(target);
    if (!ofTarget) answers.set(target, (ofTarget = new Map()));
    let answer = ofTarget.get(key);
    if (!answer) ofTarget.set(key, (answer = lookup(target, schema, always, strictGroups, groups)));
    return answer;
  };
  storage.addValidationMetadata = (metadata) => {
    answers = new WeakMap();
    addRule(metadata);
  };
}
