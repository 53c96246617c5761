import { adminStudentFilterSchema } from './admin-lessons';

describe('adminStudentFilterSchema (the back office student list filter)', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    // z.coerce.boolean() read any non-empty text as true: "false" listed only the students without a coach.
    ['false', false],
  ])('reads unassigned %j as %j', (given, read) => {
    expect(adminStudentFilterSchema.parse({ unassigned: given })).toEqual({ unassigned: read });
  });

  it.each(['yes', 1, ''])('refuses unassigned %j', (given) => {
    expect(adminStudentFilterSchema.safeParse({ unassigned: given }).success).toBe(false);
  });
});
