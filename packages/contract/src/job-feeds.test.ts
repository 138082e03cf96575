import { describe, expect, it } from 'vitest';
import { jobUrlPatternIssue } from './job-feeds.js';
import { MESSAGES } from './messages.js';

describe('jobUrlPatternIssue', () => {
  it.each([
    'https://careers.example.com/jobs/{reference}',
    'https://careers.example.com/jobs/{slug}-{uuid}',
    'https://careers.example.com?job={uuid}',
    'http://localhost:8080/jobs/{uuid}',
  ])('takes %s', (pattern) => {
    expect(jobUrlPatternIssue(pattern)).toBeNull();
  });

  it.each([
    ['https://careers.example.com/jobs', MESSAGES.jobUrlPlaceholder],
    ['https://careers.example.com/{slug}', MESSAGES.jobUrlPlaceholder],
    ['https://careers.example.com/{uuid}/{title}', MESSAGES.jobUrlPlaceholder],
    ['https://careers.example.com/{uuid}}', MESSAGES.jobUrlPlaceholder],
    ['https://{slug}.example.com/{uuid}', MESSAGES.jobUrlInvalid],
    ['https://careers.example.com{uuid}', MESSAGES.jobUrlInvalid],
    ['https://a:b@careers.example.com/{uuid}', MESSAGES.jobUrlInvalid],
    ['ftp://careers.example.com/{uuid}', MESSAGES.jobUrlInvalid],
    ['javascript:alert(1)//{uuid}', MESSAGES.jobUrlInvalid],
    ['https://careers.example.com/{uuid}#top', MESSAGES.jobUrlInvalid],
    ['https://careers.example.com/ {uuid}', MESSAGES.jobUrlInvalid],
  ])('refuses %s', (pattern, message) => {
    expect(jobUrlPatternIssue(pattern)).toBe(message);
  });
});
