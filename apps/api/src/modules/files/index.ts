// The files module's face (decision 0029): uploads a record points at, their release, and a
// candidate's form of files (receiveForm, then storeUpload for each).
export { fileRoutes, publicFileRoutes } from './routes.js';
export { documentsSent, resumeOfSite } from './papers-repository.js';
export { formFilesBodyLimit, receiveForm, type FormUpload, type ReceivedForm } from './receive-form.js';
export {
  checkQuotasLeft,
  checkSiteFileRef,
  countUpload,
  deleteFileRows,
  deleteStoredObjects,
  publicFileIdOf,
  releaseFiles,
  siteFileRefs,
  storeUpload,
  sweepUnattachedFiles,
  uploadTempDir,
} from './service.js';
