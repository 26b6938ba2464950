export { VideoFacadeView as default } from '../components/ui/video-facade';
