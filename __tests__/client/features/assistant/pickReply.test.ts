import { QUICK_ACTIONS, RECENT_TOPICS } from '@/features/assistant/constants';
import { pickReply } from '@/features/assistant/pickReply';

describe('pickReply', () => {
  it.each([
    [QUICK_ACTIONS[0].prompt, 'mfa'],
    [QUICK_ACTIONS[1].prompt, 'policy'],
    [QUICK_ACTIONS[2].prompt, 'critical'],
    [QUICK_ACTIONS[3].prompt, 'soc2'],
    [RECENT_TOPICS[0].prompt, 'encryption'],
    [RECENT_TOPICS[1].prompt, 'access'],
    [RECENT_TOPICS[2].prompt, 'iso27001'],
    [RECENT_TOPICS[3].prompt, 'hipaa'],
    ['What does GDPR Art. 30 need?', 'gdpr'],
    ['How do I fix control CC8.1?', 'remediation'],
    ['Which standards apply to us?', 'fallback'],
  ])('answers %p with the %s reply', (question, topic) => {
    expect(pickReply(question).topic).toBe(topic);
  });

  it('gives real AWS steps for MFA', () => {
    const { content } = pickReply('enable MFA on AWS');
    expect(content).toMatch(/root/i);
    expect(content).toMatch(/aws:MultiFactorAuthPresent/);
    expect(content).toMatch(/IAM Identity Center/);
  });

  it('walks the SOC 2 trust criteria', () => {
    const { content } = pickReply('SOC 2 readiness');
    for (const criterion of ['CC1', 'CC2', 'CC3', 'CC4', 'CC5', 'CC6', 'CC7', 'CC8', 'CC9']) {
      expect(content).toContain(criterion);
    }
  });
});
