import { describe, expect, it } from '@jest/globals';
import { riskColour } from './risk-colour';

describe('riskColour', () => {
  it('colours low green, medium yellow, high orange and critical red', () => {
    expect(riskColour('low')).toBe('green');
    expect(riskColour('medium')).toBe('yellow');
    expect(riskColour('high')).toBe('orange');
    expect(riskColour('critical')).toBe('red');
  });
});
