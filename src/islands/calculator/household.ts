/**
 * Edits to the people's details and the job-based offers, as the editor makes them: pure, so the
 * rules that keep the household consistent are tested here, and loaded with the editor.
 */
import { type JobOfferInputs, type MemberInputs, withAllowedBar } from '../../lib/calculator-url.ts';

/** Member `index` changed; the bar from Medicaid goes when it is no longer a question for the status in plan year `year`. */
export function withMember(
  members: readonly MemberInputs[],
  index: number,
  change: Partial<MemberInputs>,
  year: number,
): { members: MemberInputs[] } {
  return { members: members.map((m, i) => (i === index ? withAllowedBar({ ...m, ...change }, year) : m)) };
}

/** Offer `index` changed; its family never lists its own employee, and lists people in order. */
export function withOffer(
  jobOffers: readonly JobOfferInputs[],
  index: number,
  change: Partial<JobOfferInputs>,
): { jobOffers: JobOfferInputs[] } {
  return {
    jobOffers: jobOffers.map((o, i) => {
      if (i !== index) return o;
      const offer = { ...o, ...change };
      return { ...offer, familyMembers: offer.familyMembers.filter((p) => p !== offer.employee).sort((a, b) => a - b) };
    }),
  };
}

export function withoutOffer(jobOffers: readonly JobOfferInputs[], index: number): { jobOffers: JobOfferInputs[] } {
  return { jobOffers: jobOffers.filter((_, i) => i !== index) };
}
