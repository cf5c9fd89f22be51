/** One lesson: a few paragraphs in our own words and the texts they rest on. */
export interface CourseLessonContent {
  /** Fixed: progress is kept by it. */
  id: string;
  title: string;
  minutes: number;
  paragraphs: string[];
  references: string[];
}

/** A single-choice question; `answer` is the index of the right option and never leaves the server. */
export interface QuizQuestionContent {
  id: string;
  text: string;
  options: string[];
  answer: number;
}

export interface CourseContent {
  id: string;
  title: string;
  summary: string;
  lessons: CourseLessonContent[];
  quiz: QuizQuestionContent[];
}
