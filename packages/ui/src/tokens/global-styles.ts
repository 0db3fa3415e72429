// The theme, the fonts and the base page styles: loaded once by whoever renders the design system.
import './fonts.css';
import './theme.css';
import './base.css';
