import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsString, validateSync } from 'class-validator';
import { Omittable, RequiredOnCreate } from './field-presence';

class Body {
  id?: number;

  @RequiredOnCreate('请填写标题')
  @IsString()
  title?: string;

  @Omittable()
  @IsString()
  note?: string;
}

/** The constraints broken, per field. */
const broken = (plain: object) =>
  Object.fromEntries(
    validateSync(plainToInstance(Body, plain)).map((error) => [error.property, Object.keys(error.constraints ?? {})]),
  );

describe('RequiredOnCreate', () => {
  it('requires the field when the save creates (no id, or id 0)', () => {
    expect(broken({})).toEqual({ title: ['isDefined', 'isString'] });
    expect(broken({ id: 0 })).toEqual({ title: ['isDefined', 'isString'] });
    expect(broken({ title: 'x' })).toEqual({});
  });

  it('lets an update leave the field out, but not send null or a wrong type', () => {
    expect(broken({ id: 3 })).toEqual({});
    expect(broken({ id: 3, title: null })).toEqual({ title: ['isDefined', 'isString'] });
    expect(broken({ id: 3, title: 5 })).toEqual({ title: ['isString'] });
  });
});

describe('Omittable', () => {
  it('skips the rules only for a missing field: null is validated', () => {
    expect(broken({ title: 'x' })).toEqual({});
    expect(broken({ title: 'x', note: null })).toEqual({ note: ['isString'] });
    expect(broken({ title: 'x', note: 'ok' })).toEqual({});
  });
});
