import { addons } from 'storybook/manager-api';
import { houseTheme } from './house-theme';

addons.setConfig({ theme: houseTheme });
