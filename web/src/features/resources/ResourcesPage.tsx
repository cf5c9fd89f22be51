import { DiscoveryCallBanner, PageHero } from '@/components/sections';
import { Island } from '@/lib/islands/Island';
import { ResourceLibrary } from './ResourceLibrary';
import { ResourcesNewsletter } from './ResourcesNewsletter';

export function ResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Free resources"
        title="Clinical QA Resource Library"
        lede="Checklists, templates and guides our auditors use every day, free to download and adapt for your own quality system."
      />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
        <Island name="resources">
          <ResourceLibrary />
        </Island>

        <div className="mt-14">
          <Island name="newsletter">
            <ResourcesNewsletter />
          </Island>
        </div>
      </div>
      <DiscoveryCallBanner />
    </>
  );
}

export default ResourcesPage;
