import { describe, expect, it } from '@jest/globals';
import { axisMax } from './chartScale';

describe('the end of a dashboard value axis', () => {
  it('given November as the largest month, when the axis is scaled, then it ends on a round number above it', () => {
    expect(axisMax([120_000, 543_400, 470_000])).toBe(600_000);
    expect(axisMax([3, 7, 11, 28, 35, 41])).toBe(50);
    expect(axisMax([51.9, 58.3])).toBe(80);
  });

  it('given a value that is already round, when the axis is scaled, then there is room above it for the mark', () => {
    expect(axisMax([40])).toBe(50);
    expect(axisMax([100])).toBe(120);
    expect(axisMax([23])).toBe(25);
  });

  it('given an empty chart or only nulls, when the axis is scaled, then it still has a height', () => {
    expect(axisMax([])).toBe(1);
    expect(axisMax([null, 0, undefined])).toBe(1);
  });
});
