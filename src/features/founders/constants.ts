export const FOUNDERS_INTRO = {
  eyebrow: 'About the team',
  title: 'Meet the founders',
  subtitle:
    'Securo is built by a security leader and an infrastructure engineer who have lived through the audits, the evidence spreadsheets and the late-night incident calls. We are building the CISO we wish we had had.',
} as const;

export type SocialNetwork = 'linkedin' | 'x' | 'github' | 'email';

export type Founder = {
  name: string;
  role: string;
  photo: string;
  bio: readonly string[];
  skills: readonly string[];
  socials: readonly SocialNetwork[];
};

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  email: 'Email',
};

export const socialButtonLabel = (name: string, network: SocialNetwork) =>
  network === 'email' ? `Email ${name}` : `${name} on ${SOCIAL_LABELS[network]}`;

export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Aisha Rahman',
    role: 'Co-founder & CEO',
    photo: '/images/founders/aisha-rahman.svg',
    bio: [
      'Aisha spent twelve years running security and compliance programmes at high-growth SaaS and health-tech companies, taking three of them through their first SOC 2 Type II report and ISO 27001 certification.',
      'She started Securo after watching brilliant engineering teams lose whole quarters to spreadsheets and screenshots instead of improving their security.',
    ],
    skills: ['SOC 2 & ISO 27001', 'HIPAA programmes', 'Risk management', 'Security leadership', 'Audit readiness'],
    socials: ['linkedin', 'x', 'email'],
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & CTO',
    photo: '/images/founders/daniel-okafor.svg',
    bio: [
      'Daniel built cloud infrastructure and detection pipelines for a decade, most recently as a principal engineer on a cloud security posture platform monitoring thousands of AWS, Azure and GCP accounts.',
      'At Securo he leads the monitoring engine and the AI that turns a failing check into a fix an engineer can ship the same day.',
    ],
    skills: ['Cloud security', 'AWS, Azure & GCP', 'Machine learning', 'Distributed systems', 'DevSecOps'],
    socials: ['linkedin', 'github', 'x'],
  },
];

export const WHY_TEAM = {
  eyebrow: 'Our approach',
  title: 'Why this team works',
  points: [
    {
      title: 'We have lived the problem',
      description:
        'Between us we have prepared for more than twenty audits. Securo automates the work we used to do by hand, in the order an auditor expects it.',
    },
    {
      title: 'Security and engineering, side by side',
      description:
        'Compliance expertise decides what good looks like; infrastructure expertise makes it measurable. Every feature is designed by both.',
    },
    {
      title: 'Built with our early customers',
      description:
        'Early-access teams shape the roadmap directly, from the evidence locker to the coming security questionnaire automation.',
    },
  ],
} as const;

export const FOUNDERS_CTA = {
  title: 'Build your security programme with us',
  body: 'Join the early-access programme and work directly with the founders. Login credentials arrive by email within 24-48 hours.',
} as const;

export const SKILLS_HEADING = 'Skills';
export const portraitAlt = (name: string) => `Illustrated portrait of ${name}`;
