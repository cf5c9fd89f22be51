import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { GetStartedTips, PageHero, Section } from '@/components/sections';
import { Button } from '@/components/ui/button';
import { Island } from '@/lib/islands/Island';
import { FaqList } from '../FaqList';

export function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        lede="Straight answers about how we work. If your question is not here, ask it on a free call."
      />
      <Section inner="max-w-3xl" aria-labelledby="faq-list-title">
        <h2 id="faq-list-title" className="sr-only">
          Questions and answers
        </h2>
        <Island name="faq">
          <FaqList />
        </Island>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/book">
              Book Your QA Strategy Call
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <GetStartedTips className="mt-12" />
      </Section>
    </>
  );
}

export default FaqPage;
