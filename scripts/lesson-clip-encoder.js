/** Runs in the page (scripts/generate-lesson-clips.ts sends this source): draws each frame on a canvas and encodes it with WebCodecs' VP8 encoder. */
export default async function encodeClip({ request, width, height, fps, seconds }) {
  const canvas = new OffscreenCanvas(width, height);
  const draw = canvas.getContext("2d");
  if (!draw) throw new Error("no 2d context");
  const frames = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      frames.push({
        timestampMs: Math.round(chunk.timestamp / 1000),
        isKey: chunk.type === "key",
        data: Array.from(data),
      });
    },
    error: (error) => {
      throw error;
    },
  });
  encoder.configure({ codec: "vp8", width, height, bitrate: 90_000, framerate: fps });
  const total = fps * seconds;
  for (let index = 0; index < total; index += 1) {
    const progress = index / (total - 1);
    draw.fillStyle = request.color;
    draw.fillRect(0, 0, width, height);
    draw.fillStyle = "rgba(255,255,255,0.12)";
    draw.beginPath();
    draw.arc(width * (0.2 + 0.6 * progress), height * 0.75, 40 + 10 * Math.sin(progress * Math.PI * 4), 0, Math.PI * 2);
    draw.fill();
    draw.fillStyle = "#ffffff";
    draw.font = "bold 17px sans-serif";
    wrap(draw, request.title, 16, 60, width - 32, 22);
    draw.font = "11px sans-serif";
    draw.fillText(request.subtitle, 16, 30, width - 32);
    draw.fillRect(16, height - 20, (width - 32) * progress, 4);
    draw.fillText(`0:0${Math.floor((index / fps) % 10)}`, width - 44, height - 28);
    const frame = new VideoFrame(canvas, {
      timestamp: Math.round((index * 1_000_000) / fps),
      duration: Math.round(1_000_000 / fps),
    });
    encoder.encode(frame, { keyFrame: index % (fps * 2) === 0 });
    frame.close();
  }
  await encoder.flush();
  encoder.close();
  return frames;

  function wrap(context, text, x, y, maxWidth, lineHeight) {
    let line = "";
    let top = y;
    for (const word of text.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (context.measureText(candidate).width > maxWidth && line) {
        context.fillText(line, x, top);
        line = word;
        top += lineHeight;
      } else line = candidate;
    }
    context.fillText(line, x, top);
  }
}
