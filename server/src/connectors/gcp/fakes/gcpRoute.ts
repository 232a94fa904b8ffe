import type { FakeAnswer } from '../../fakes/fakeServer';
import type { SandboxProject } from './gcpProjectTypes';

export type RouteContext = { project: SandboxProject; match: RegExpExecArray; url: URL; body: string; now: Date };

/** One endpoint of one Google API, as the sandbox serves it under the API's path prefix. */
export type Route = {
  method: 'GET' | 'POST';
  pattern: RegExp;
  service: string;
  /** The IAM permission Google checks for the endpoint. */
  permission: string;
  /** The project the request names (by id or number); undefined when it names none. */
  projectOf: (match: RegExpExecArray, url: URL) => string | undefined;
  answer: (context: RouteContext) => FakeAnswer;
};

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

export const inPath = (match: RegExpExecArray) => match[1];
