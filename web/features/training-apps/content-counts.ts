/**
 * The numbers the training pages state about their content. Written here rather than read from
 * the content, which would put 4.5 KB of glossary, dilemmas and rubric on the catalogue's first
 * load; web/pages/apps/stated-counts.test.tsx fails the moment one differs from the content the
 * apps list. Every catalogue text that states one takes it as a `{{placeholder}}` of the same name.
 */
export const TRAINING_CONTENT_COUNTS = {
  terms: 85,
  questions: 10,
  dilemmas: 12,
  criteria: 7,
};
