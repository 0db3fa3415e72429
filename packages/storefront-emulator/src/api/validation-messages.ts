import type { z } from 'zod';

/**
 * Zod issues worded the way the real service's validator (class-validator) words them, e.g.
 * « limit must not be greater than 100 », so that clients see the same messages from the emulator.
 */
export function validationMessages(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map(describe);
}

function describe(issue: z.core.$ZodIssue): string {
  const property = issue.path.length > 0 ? issue.path.join('.') : 'body';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array'
        ? `${property} must contain at least ${issue.minimum} elements`
        : issue.origin === 'string'
          ? `${property} must be longer than or equal to ${issue.minimum} characters`
          : `${property} must not be less than ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `${property} must contain no more than ${issue.maximum} elements`
        : issue.origin === 'string'
          ? `${property} must be shorter than or equal to ${issue.maximum} characters`
          : `${property} must not be greater than ${issue.maximum}`;
    case 'invalid_type':
      return typeMessage(property, issue.expected);
    case 'invalid_value':
      return `${property} must be one of the following values: ${issue.values.join(', ')}`;
    case 'invalid_format':
      return formatMessage(property, issue);
    case 'invalid_union': {
      // A union of formats (an ISO date or date-time): say what the first alternative expects.
      const first = issue.errors[0]?.[0];
      return first ? describe({ ...first, path: issue.path }) : `${property} is invalid`;
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => `property ${key} should not exist`).join(', ');
    default:
      return `${property} is invalid`;
  }
}

function formatMessage(property: string, issue: z.core.$ZodIssueInvalidStringFormat): string {
  switch (issue.format) {
    case 'url':
      return `${property} must be a URL address`;
    case 'date':
    case 'datetime':
      return `${property} must be a valid ISO 8601 date string`;
    case 'starts_with':
      return `${property} must start with ${JSON.stringify((issue as z.core.$ZodIssueStringStartsWith).prefix)}`;
    default:
      return `${property} is invalid`;
  }
}

function typeMessage(property: string, expected: string): string {
  switch (expected) {
    case 'int':
      return `${property} must be an integer number`;
    case 'number':
      return `${property} must be a number conforming to the specified constraints`;
    case 'object':
      return `${property} must be an object`;
    case 'array':
      return `${property} must be an array`;
    default:
      return `${property} must be a ${expected}`;
  }
}
