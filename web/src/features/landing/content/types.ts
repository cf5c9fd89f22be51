/** Static content records (spec §3 shapes). */

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  title: string;
  company: string;
  industry: string;
  rating: number;
}

export interface CaseStudy {
  id: string;
  category: string;
  title: string;
  challenge: string;
  solution: string;
  result: string;
  metrics: string[];
  industry: string;
}
