import { describe, expect, it } from '@jest/globals';
import { failureDetail, HttpError, serverErrorText } from './http-error';

describe('serverErrorText', () => {
  it("reads the server's {error} from a refused call", () => {
    expect(serverErrorText(new HttpError(409, `409: {"error":"A template named 'insider' already exists"}`))).toBe(
      "A template named 'insider' already exists",
    );
    expect(serverErrorText(new HttpError(400, '400: {"error":"patterns[0].pattern: pattern 1: missing )"}'))).toBe(
      'patterns[0].pattern: pattern 1: missing )',
    );
  });

  it('has nothing to say for other failures', () => {
    expect(serverErrorText(new HttpError(502, '502: Bad Gateway'))).toBeUndefined();
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('failureDetail', () => {
  it("says the server's {error}, else the error's own message, else nothing", () => {
    expect(failureDetail(new HttpError(404, '404: {"error":"no such message"}'))).toBe('no such message');
    expect(failureDetail(new HttpError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(failureDetail('not an error')).toBeUndefined();
  });
});
