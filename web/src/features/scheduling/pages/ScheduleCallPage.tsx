import { CheckCircle2, Clock, DollarSign, FileText, Video } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CertificationsBlock, GetStartedTips } from '@/components/sections';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BookingButton } from '../BookingButton';
import { NumberedSteps, PageIntro } from './parts';

const EXPECT = [
  'Pre-assessment discussion of your trial, your quality system and what is worrying you',
  'Scope and timeline planning, so you know what an engagement would involve',
  'A custom proposal within 24 hours of the call',
];

const AFTER = [
  { title: 'Complete the intake form', text: 'Share your trial phase, scope and timing so we can prepare properly.' },
  { title: 'Receive your proposal', text: 'A clear scope, timeline and fixed fee, within 24 hours of the call.' },
  { title: 'Start your project', text: 'We schedule kickoff and get to work on your audit or readiness plan.' },
];

export function ScheduleCallPage() {
  return (
    <>
      <PageIntro eyebrow="Free 30-minute call" title="Schedule Your Free Consultation">
        A relaxed, no-pressure conversation with a senior GCP auditor about your study, your vendors and your inspection
        timeline.
      </PageIntro>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>What to Expect</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {EXPECT.map((item) => (
                  <li key={item} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Meeting Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                <div className="flex items-center gap-3">
                  <Clock className="size-5 text-primary" aria-hidden="true" />
                  <dt className="sr-only">Duration</dt>
                  <dd>30 minutes</dd>
                </div>
                <div className="flex items-center gap-3">
                  <Video className="size-5 text-primary" aria-hidden="true" />
                  <dt className="sr-only">Format</dt>
                  <dd>Video meeting</dd>
                </div>
                <div className="flex items-center gap-3">
                  <DollarSign className="size-5 text-primary" aria-hidden="true" />
                  <dt className="sr-only">Cost</dt>
                  <dd>Free</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </div>

        <Card className="flex flex-col justify-center bg-secondary/40">
          <CardHeader>
            <CardTitle>Pick a time that suits you</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-muted-foreground">
              Choose a slot in our calendar. You will get a confirmation e-mail with the video link straight away, and
              you can reschedule from it at any time.
            </p>
            <BookingButton size="lg" className="w-full sm:w-auto">
              Book Your Free Consultation
            </BookingButton>
            <p className="text-sm text-muted-foreground">
              Prefer to write?{' '}
              <Link to="/contact" className="text-accent underline">
                Send us a message
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      </div>

      <section className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 py-12">
          <h2 className="text-2xl font-bold tracking-tight">After Your Consultation</h2>
          <div className="mt-6">
            <NumberedSteps steps={AFTER} />
          </div>
          <Button asChild variant="outline" size="lg" className="mt-8">
            <Link to="/intake-form">
              <FileText className="size-4" aria-hidden="true" />
              Preview Intake Form
            </Link>
          </Button>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <GetStartedTips />
      </div>
      <CertificationsBlock className="bg-surface" />
    </>
  );
}

export default ScheduleCallPage;
