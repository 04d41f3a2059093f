import { ApiError } from '../envelope/api-error';
import { checkJsonShape } from './body-shape';

const limits = { maxKeys: 3, maxItems: 4, maxDepth: 3 };
const refusal = (text: string) => {
  try {
    checkJsonShape(Buffer.from(text), limits);
    return undefined;
  } catch (error) {
    return (error as ApiError).msg;
  }
};

describe('checkJsonShape', () => {
  it.each([
    ['an empty body', ''],
    ['objects and arrays at their bounds', '{"a":[1,2,3,4],"b":{"c":[]},"d":{}}'],
    ['commas, brackets and escaped quotes inside strings', '{"a":"x,y,z,{[\\",\\"]}","b":1}'],
    ['a byte order mark and whitespace', '\ufeff \n{"a":1}'],
    ['malformed JSON (left to the parser)', '{"a":'],
  ])('passes %s', (_name, text) => {
    expect(refusal(text)).toBeUndefined();
  });

  it.each([
    ['an object of one key too many', '{"a":1,"b":2,"c":3,"d":4}', '请求体的对象字段过多（每个对象最多 3 个）'],
    ['a nested array of one item too many', '{"a":[1,2,3,4,5]}', '请求体的数组过长（每个数组最多 4 项）'],
    ['one level too deep', '[[[[1]]]]', '请求体嵌套过深（最多 3 层）'],
    ['a bare value', ' "a"', '请求体须为 JSON 对象或数组'],
    ['whitespace alone', ' ', '请求体须为 JSON 对象或数组'],
  ])('refuses %s', (_name, text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('counts each container on its own: four small objects in an array pass', () => {
    expect(refusal('[{"a":1,"b":2,"c":3},{"a":1,"b":2,"c":3},{"a":1},{"a":1}]')).toBeUndefined();
  });
});
