import { getMetadataStorage, IsInt, IsOptional, IsString, MaxLength, MetadataStorage, validate } from 'class-validator';
import { memoizeTargetLookups } from './class-validator-lookups';

const rulesOf = (target: new () => object, groups?: string[]) =>
  getMetadataStorage()
    .getTargetValidationMetadatas(target, '', false, false, groups)
    .map((rule) => `${rule.propertyName}:${rule.name ?? rule.type}`)
    .sort();

describe('memoizeTargetLookups (typestack/class-validator#2686)', () => {
  class Base {
    @IsInt()
    page!: number;
  }
  class Query extends Base {
    @IsOptional()
    @IsString({ groups: ['search'] })
    keyword?: string;
  }

  it('fails once class-validator keeps its answers itself: then delete the workaround', () => {
    const storage = new MetadataStorage();
    expect(storage.getTargetValidationMetadatas(Query, '', false, false)).not.toBe(
      storage.getTargetValidationMetadatas(Query, '', false, false),
    );
  });

  it('answers as class-validator does, inherited rules and groups included, the same array each time', () => {
    const lookups = () => [rulesOf(Query), rulesOf(Query, ['search']), rulesOf(Query, ['other']), rulesOf(Base)];
    const before = lookups();
    memoizeTargetLookups();
    memoizeTargetLookups();
    expect(lookups()).toEqual(before);
    expect(before[1]).toContain('keyword:isString');
    expect(before[2]).not.toContain('keyword:isString');
    expect(before[3]).toEqual(['page:isInt']);
    const storage = getMetadataStorage();
    expect(storage.getTargetValidationMetadatas(Query, '', false, false)).toBe(
      storage.getTargetValidationMetadatas(Query, '', false, false),
    );
  });

  it('sees a rule added after a lookup, on the class and on the classes extending it', async () => {
    memoizeTargetLookups();
    class Later {
      title!: string;
    }
    class LaterQuery extends Later {}
    expect(rulesOf(LaterQuery)).toEqual([]);
    MaxLength(3)(Later.prototype, 'title');
    expect(rulesOf(LaterQuery)).toEqual(['title:maxLength']);
    const errors = await validate(Object.assign(new LaterQuery(), { title: '四个汉字' }));
    expect(errors.map((error) => error.property)).toEqual(['title']);
  });
});
