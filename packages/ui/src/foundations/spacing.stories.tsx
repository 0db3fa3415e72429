import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { vars } from '../tokens/contract.css';
import { tokens } from '../tokens/tokens';
import { shapeTile, spaceBar, specimenRow } from './foundations.css';
import { TokenLabel } from './token-label';

const meta = {
  title: 'Fondations/Espacements et formes',
  parameters: {
    docs: {
      description: {
        component:
          "L'échelle d'espacement (`vars.space`), les rayons et les ombres. `space.gutter` est la marge de page : 24 px sur mobile, 48 px à partir du bureau.",
      },
    },
  },
} satisfies Meta;

export default meta;

export const Space: StoryObj = {
  render: () => (
    <Stack space="none">
      {(Object.keys(tokens.space) as Array<keyof typeof tokens.space>).map((space) => (
        <div key={space} className={specimenRow}>
          <TokenLabel name={`space.${space}`} value={tokens.space[space]} />
          <div className={spaceBar} style={{ width: vars.space[space] }} />
        </div>
      ))}
    </Stack>
  ),
};

export const RadiiAndShadows: StoryObj = {
  render: () => (
    <Stack space="xxlarge">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xlarge }}>
        {(Object.keys(tokens.radius) as Array<keyof typeof tokens.radius>).map((radius) => (
          <Stack key={radius} space="small">
            <div className={shapeTile} style={{ borderRadius: vars.radius[radius] }} />
            <TokenLabel name={`radius.${radius}`} value={tokens.radius[radius]} />
          </Stack>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxlarge }}>
        {(Object.keys(tokens.shadow) as Array<keyof typeof tokens.shadow>).map((shadow) => (
          <Stack key={shadow} space="small">
            <div
              className={shapeTile}
              style={{ boxShadow: vars.shadow[shadow], borderColor: 'transparent' }}
            />
            <TokenLabel name={`shadow.${shadow}`} value={tokens.shadow[shadow]} />
          </Stack>
        ))}
      </div>
    </Stack>
  ),
};

export const Motion: StoryObj = {
  render: () => (
    <Stack space="none">
      {(Object.keys(tokens.motion.duration) as Array<keyof typeof tokens.motion.duration>).map((duration) => (
        <div key={duration} className={specimenRow}>
          <TokenLabel name={`motion.duration.${duration}`} value={tokens.motion.duration[duration]} />
          <span>Ramenées à 0 ms quand le système demande moins d'animations.</span>
        </div>
      ))}
      {(Object.keys(tokens.motion.easing) as Array<keyof typeof tokens.motion.easing>).map((easing) => (
        <div key={easing} className={specimenRow}>
          <TokenLabel name={`motion.easing.${easing}`} value={tokens.motion.easing[easing]} />
          <span />
        </div>
      ))}
    </Stack>
  ),
};
