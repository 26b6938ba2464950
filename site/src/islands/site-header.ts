export { SiteHeaderView as default } from '../components/layout/site-header';
