/**
 * Edits to the people's details and the job-based offers, as the editor makes them: pure, so the
 * rules that keep the household consistent are tested here, and loaded with the editor.
 */
import { canBeBarred, type JobOfferInputs, type MemberInputs } from '../../lib/calculator-url.ts';

/** Member `index` changed; the bar from Medicaid goes when the status becomes one it cannot apply to. */
export function withMember(members: readonly MemberInputs[], index: number, change: Partial<MemberInputs>): { members: MemberInputs[] } {
  return {
    members: members.map((m, i) => {
      if (i !== index) return m;
      const member = { ...m, ...change };
      return canBeBarred(member.immigrationStatus) ? member : { ...member, medicaidBarredByStatus: false };
    }),
  };
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
