import { ApiError } from '../../src/domain/errors.js';

/** Runs a domain call that must fail and returns its ApiError (any other outcome fails the test). */
export function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}
