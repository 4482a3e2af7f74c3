export class GetSiteSliderImagesQuery {}
