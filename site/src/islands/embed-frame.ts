export { EmbedFrameView as default } from '../components/ui/embed-frame';
