import { getOnboardingStatus } from "../../onboarding/onboarding-status.ts";
import { protectedProcedure, router } from "../init.ts";

export const onboardingRouter = router({
  /** Spec §3 onboarding status; the dashboard checklist and the settings redirect read it. */
  status: protectedProcedure.query(({ ctx }) => getOnboardingStatus(ctx.gmail, ctx.user.id)),
});
