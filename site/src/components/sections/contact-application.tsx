import { siteConfig } from '../../config/site';
import { applicationEmbed, applicationSection } from '../../content/contact';
import { EmbedFrame } from './embed-frame';
import { Section, SectionHeader } from '../ui/section';
import { GetInTouchCard } from './get-in-touch-card';
import { QuickActionsCard } from './quick-actions-card';
import './contact-application.css';

/**
 * The application form of /contact (spec §2, §7: a 640 x 7723 frame) beside a side column
 * that stays in view on desktop. On narrow screens the side column comes before the form, so
 * the contact details are not 7,700 pixels down the page once it is loaded; the frame keeps
 * its height and narrows to the screen. Until the visitor asks for it, a compact card stands
 * in for the frame (embed-frame.tsx).
 */
export function ContactApplication() {
  const frame = siteConfig.embeds.applicationFrame;
  return (
    <Section tone="paper" testId="section-application">
      <div className="contact-application">
        <div className="contact-application__intro">
          <SectionHeader heading={applicationSection} align="start" id="application-heading" />
        </div>
        <aside className="contact-application__aside" aria-label={applicationSection.asideLabel}>
          <GetInTouchCard />
          <QuickActionsCard />
        </aside>
        <div className="contact-application__sheet">
          <EmbedFrame
            src={frame.src}
            title={applicationEmbed.title}
            loadingText={applicationEmbed.loading}
            width={frame.width}
            height={frame.height}
            facade={applicationEmbed}
            directHref={siteConfig.links.applicationForm}
            testId="application-frame"
          />
        </div>
      </div>
    </Section>
  );
}
