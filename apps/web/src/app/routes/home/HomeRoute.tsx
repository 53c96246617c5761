import { AboutSection } from '../../../features/landing/components/AboutSection';
import { DifferenceSection } from '../../../features/landing/components/DifferenceSection';
import { FaqSection } from '../../../features/landing/components/FaqSection';
import { LandingHero } from '../../../features/landing/components/LandingHero';
import { PriceSection } from '../../../features/landing/components/PriceSection';
import { TitleSection } from '../../../features/landing/components/TitleSection';
import { VoiceSection } from '../../../features/landing/components/VoiceSection';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** The landing page: hero, then the anchored sections in the order of spec §2 (the footer is the layout's). */
export function HomeRoute() {
  usePageTitle();

  return (
    <>
      <LandingHero />
      <AboutSection />
      <VoiceSection />
      <DifferenceSection />
      <PriceSection />
      <TitleSection />
      <FaqSection />
    </>
  );
}
