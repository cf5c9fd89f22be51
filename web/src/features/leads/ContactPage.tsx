import { SITE } from '@cq/shared/site';
import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CertificationsBlock, PageHero } from '@/components/sections';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Island } from '@/lib/islands/Island';
import { ContactForm } from './ContactForm';

export const WHAT_TO_EXPECT = [
  'Free initial consultation',
  'Discussion of current QA processes',
  'Clear recommendations upfront',
  'Flexible engagement models',
] as const;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold">{label}</p>
        <div className="text-sm break-words text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** /contact (spec §2): contact details and What to Expect on the left, the message form on the right. */
export function ContactPage() {
  const link = 'font-medium text-accent underline-offset-4 hover:underline';
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's discuss your QA needs"
        lede="Preparing for an inspection, tightening your SOPs or looking for ongoing QA support? Tell us where you are and we'll show you a clear way forward. We reply within 4-6 hours on business days."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Contact details</CardTitle>
              <CardDescription>First consultation is free and no-pressure.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-5">
                <Detail icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
                  <a className={link} href={`mailto:${SITE.contactEmail}`}>
                    {SITE.contactEmail}
                  </a>
                </Detail>
                <Detail icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
                  <a className={link} href={`tel:${SITE.phone.replace(/[^+\d]/g, '')}`}>
                    {SITE.phone}
                  </a>
                </Detail>
                <Detail icon={<MapPin className="size-4" aria-hidden="true" />} label="Service area">
                  {SITE.serviceArea}
                </Detail>
                <Detail icon={<Clock className="size-4" aria-hidden="true" />} label="Business hours">
                  {SITE.businessHours}
                </Detail>
              </ul>
            </CardContent>
          </Card>
          <Card className="bg-surface">
            <CardHeader>
              <CardTitle>What to Expect</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {WHAT_TO_EXPECT.map((item) => (
                  <li key={item} className="flex items-start gap-2.5 text-sm">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-5 rounded-md bg-background p-3 text-sm text-muted-foreground">
                We typically reply within <strong className="text-foreground">4-6 hours</strong> on business days.
              </p>
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <Island name="contact">
              <ContactForm />
            </Island>
          </CardContent>
        </Card>
      </div>
      <CertificationsBlock className="border-t border-border bg-surface" />
    </>
  );
}

export default ContactPage;
