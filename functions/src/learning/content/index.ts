import { E6_ESSENTIALS } from './e6Essentials';
import { INSPECTION_READINESS } from './inspectionReadiness';
import { PART11_SITE_STAFF } from './part11';
import type { CourseContent } from './types';

export type { CourseContent, CourseLessonContent, QuizQuestionContent } from './types';

/** The Learning Hub's courses, in the order /learning lists them. */
export const COURSES: readonly CourseContent[] = [E6_ESSENTIALS, PART11_SITE_STAFF, INSPECTION_READINESS];

export const courseById = (id: string): CourseContent | undefined => COURSES.find((c) => c.id === id);
