import type Stripe from 'stripe';
import { PLANS } from '../../../../shared/constants/plans';
import { trialEndingEmail } from '../../../notifications/templates/billing';
import { customerIdOf } from '../stripe-client';
import { payingAccount, type WebhookHandler } from './webhook-context';

/** Three days before a trial ends, Stripe says so: the payer hears when it ends and how to change course. */
export const trialWillEnd: WebhookHandler = async (event, ctx) => {
  const sub = event.data.object as Stripe.Subscription;
  const account = await payingAccount(ctx, customerIdOf(sub.customer));
  if (!account || !sub.trial_end) return;
  await ctx.mailer.send({
    to: account.email,
    ...trialEndingEmail({
      firstName: account.firstName,
      planName: PLANS[account.tier].name,
      trialEnd: new Date(sub.trial_end * 1000),
      link: ctx.billingLink,
    }),
  });
};
