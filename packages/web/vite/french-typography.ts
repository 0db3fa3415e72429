import { type Plugin, parseSync, Visitor } from 'vite';
import { narrowFrenchSpaces } from '../src/domain/french-typography.ts';

/** The modules whose strings a shopper reads: the app's and the design system's, not their styles, tests or stories. */
const shownModules = /[\\/]packages[\\/](web|ui)[\\/]src[\\/](?!.*\.(css|test|stories)\.tsx?$).*\.tsx?$/;

/**
 * French typography at build time (domain/french-typography.ts): in every string and JSX text of the shop's
 * modules, the ordinary space before « ; : ! ? » and inside « » becomes a narrow no-break space. The source keeps
 * spaces a reader can see; the pages get the right ones. Only those spaces change, one character for one, so
 * columns (and source maps) stay as they were.
 */
export function frenchTypography(): Plugin {
  return {
    name: 'aurele:french-typography',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!shownModules.test(path) || !/[;:!?«»]/.test(code)) return null;
      const { program } = parseSync(path, code, { lang: path.endsWith('x') ? 'tsx' : 'ts' });
      let typeset = code;
      const narrow = ({ start, end }: { start: number; end: number }) => {
        const text = code.slice(start, end);
        const narrowed = narrowFrenchSpaces(text);
        if (narrowed !== text) typeset = typeset.slice(0, start) + narrowed + typeset.slice(end);
      };
      new Visitor({
        Literal(node) {
          if (typeof node.value === 'string') narrow(node);
        },
        TemplateElement(node) {
          narrow(node);
        },
        JSXText(node) {
          narrow(node);
        },
      }).visit(program);
      return typeset === code ? null : { code: typeset, map: null };
    },
  };
}
