import type { z } from 'zod';

const fieldName = (path: PropertyKey[]): string => (path.length ? path.map(String).join('.') : 'Request body');

const describe = (issue: z.core.$ZodIssue, field: string): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      if (issue.path.length === 0) return 'Request body must be a JSON object';
      return `${field} must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin !== 'string') return `${field} must be at least ${issue.minimum}`;
      return Number(issue.minimum) <= 1
        ? `${field} is required`
        : `${field} must be at least ${issue.minimum} characters`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} must be at most ${issue.maximum} characters`
        : `${field} must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return `${field} must be a valid email address`;
      // A pattern's message says what the field must be ("must not contain line breaks ...").
      return issue.format === 'regex' ? `${field} ${issue.message}` : `${field} is not valid`;
    case 'invalid_value':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'custom':
      return issue.message;
    default:
      return `${field} is not valid`;
  }
};

/** One readable sentence naming the first offending field, e.g. "email must be a valid email address". */
export const validationMessage = (error: z.ZodError): string => {
  const [issue] = error.issues;
  return issue ? describe(issue, fieldName(issue.path)) : 'Request is not valid';
};
