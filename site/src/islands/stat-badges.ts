export { StatBadgesView as default } from '../components/sections/stat-badges';
