// Captures Chromium's data-channel descriptions (offer, answer) into files here:
// `node tests/data/pair/capture.js mdns`, or with real addresses:
// `node tests/data/pair/capture.js ip --disable-features=WebRtcHideLocalIpsWithMdns`.
const { chromium } = require('playwright-core');
const fs = require('fs');
(async () => {
  const [tag, ...flags] = process.argv.slice(2);
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run', ...flags] });
  const a = await (await b.newContext()).newPage(); const s = await (await b.newContext()).newPage();
  const gather = `new Promise(r => { if (pc.iceGatheringState === 'complete') r(); pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && r(); })`;
  const offer = await a.evaluate(async (g) => {
    const pc = new RTCPeerConnection(); window.pc = pc; pc.createDataChannel('t', {negotiated: true, id: 0});
    await pc.setLocalDescription(await pc.createOffer()); await eval(g); return pc.localDescription.sdp; }, gather);
  const answer = await s.evaluate(async ([offer, g]) => {
    const pc = new RTCPeerConnection(); window.pc = pc; pc.createDataChannel('t', {negotiated: true, id: 0});
    await pc.setRemoteDescription({type:'offer', sdp: offer});
    await pc.setLocalDescription(await pc.createAnswer()); await eval(g); return pc.localDescription.sdp; }, [offer, gather]);
  fs.writeFileSync(`${__dirname}/chromium-${tag}-offer.sdp`, offer);
  fs.writeFileSync(`${__dirname}/chromium-${tag}-answer.sdp`, answer);
  await b.close();
})();
